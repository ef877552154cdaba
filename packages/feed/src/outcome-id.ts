/** Contract outcome id: `${gameId}_${typeId}_${param ?? ''}`, stable across price changes. */
export function outcomeId(gameId: number, typeId: number, param: number | null): string {
  return `${gameId}_${typeId}_${param ?? ''}`;
}

export interface ParsedOutcomeId {
  readonly gameId: number;
  readonly typeId: number;
  readonly param: number | null;
}

/** The parts of an outcome id, or null when it is not one. */
export function parseOutcomeId(id: string): ParsedOutcomeId | null {
  const match = /^(\d+)_(\d+)_(-?\d+(?:\.\d+)?)?$/.exec(id);
  if (match === null) return null;
  const [, game, type, param] = match;
  return { gameId: Number(game), typeId: Number(type), param: param === undefined ? null : Number(param) };
}
