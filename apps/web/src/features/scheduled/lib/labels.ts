import {
  SCHEDULED_OUTCOME_TYPE as T,
  TV_GAME_TYPES,
  VIRTUAL_SPORT_TYPES,
  type Outcome,
  type ScheduledGameType,
  type ScheduledKind,
} from '@sb/contracts';
import { OUTCOME_TYPE } from '@sb/contracts/line-ids';
import type { MessageKey } from '@sb/i18n';
import { suitSymbol } from './cards';

/** Dictionary keys of the game types' names (the server's `name` is the fallback). */
export const GAME_NAME: Readonly<Record<ScheduledGameType, MessageKey>> = {
  '5of36': 'scheduled_5of36',
  '7of42': 'scheduled_7of42',
  lucky6: 'scheduled_lucky6',
  wheel: 'scheduled_wheel',
  the21: 'scheduled_the21',
  poker: 'scheduled_poker',
  guesscard: 'scheduled_guesscard',
  andarbahar: 'scheduled_andarbahar',
  'virtual-football': 'scheduled_virtual-football',
  'horse-racing': 'scheduled_horse-racing',
  greyhounds: 'scheduled_greyhounds',
  'virtual-tennis': 'scheduled_virtual-tennis',
};

export const typesOf = (kind: ScheduledKind): readonly string[] =>
  kind === 'tv' ? TV_GAME_TYPES : VIRTUAL_SPORT_TYPES;

export function isGameType(type: string): type is ScheduledGameType {
  return Object.hasOwn(GAME_NAME, type);
}

/** The route of a kind's pages (spec §2 tvgames, virtualsports). */
export const KIND_PATH: Readonly<Record<ScheduledKind, string>> = { tv: 'tvgames', virtual: 'virtualsports' };

/** What the studio draws for a game type. */
export type StudioKind = 'balls' | 'cards' | 'wheel' | 'pitch' | 'race' | 'tennis';
export const STUDIO: Readonly<Record<ScheduledGameType, StudioKind>> = {
  '5of36': 'balls',
  '7of42': 'balls',
  lucky6: 'balls',
  wheel: 'wheel',
  the21: 'cards',
  poker: 'cards',
  guesscard: 'cards',
  andarbahar: 'cards',
  'virtual-football': 'pitch',
  'horse-racing': 'race',
  greyhounds: 'race',
  'virtual-tennis': 'tennis',
};

/**
 * Names of the hand tags of the card games (contract: `[card, hand]`): the21 and poker number
 * their hands 1…n (poker's board is tag 0); andar bahar opens the joker (0) and deals to andar (1)
 * and bahar (2); guess the card shows one card.
 */
export function handKey(type: string, tag: number): { key: MessageKey; n?: number } {
  if (type === 'andarbahar')
    return tag === 0
      ? { key: 'scheduled_hand_joker' }
      : { key: tag === 1 ? 'scheduled_hand_andar' : 'scheduled_hand_bahar' };
  if (type === 'guesscard') return { key: 'scheduled_hand_card' };
  if (tag === 0) return { key: 'scheduled_hand_board' };
  return { key: 'scheduled_hand', n: tag };
}

type Tr = (key: string, vars?: Readonly<Record<string, string | number>>) => string;

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${Math.abs(n)}` : '0');
/** The21's totals carry the hand in their param (100·hand + line, @sb/scheduled the21.ts). */
const lineOf = (param: number): number => (param >= 100 ? Math.round((param % 100) * 10) / 10 : param);

/**
 * A price button's label in its market block (the block's title says what is bet on): TV games'
 * outcome types by what they mean in that game, the line's own types (virtual sports) as the line
 * labels them, competitors (runners, forecasts) by their names.
 */
export function outcomeLabelOf(o: Pick<Outcome, 'typeId' | 'param' | 'name'>, type: string, t: Tr): string {
  const p = o.param;
  switch (o.typeId) {
    case T.sumOver:
    case T.firstOver:
    case T.cardRankOver:
    case T.totalOver:
      return t('scheduled_over', { param: lineOf(p ?? 0) });
    case T.sumUnder:
    case T.firstUnder:
    case T.cardRankUnder:
    case T.totalUnder:
      return t('scheduled_under', { param: lineOf(p ?? 0) });
    case T.sumOdd:
      return t('scheduled_odd');
    case T.sumEven:
      return t('scheduled_even');
    case T.ballDrawn:
    case T.pocket:
      return String(p ?? '');
    case T.colourRed:
    case T.cardRed:
      return t('scheduled_colour_red');
    case T.colourBlack:
    case T.cardBlack:
      return t('scheduled_colour_black');
    case T.colourGreen:
      return t('scheduled_colour_green');
    case T.sector:
      // Dozens 1–12, 13–24, 25–36 are sectors 1–3; the zero is sector 4.
      return p === null || p >= 4 ? t('scheduled_zero') : `${(p - 1) * 12 + 1}–${p * 12}`;
    case T.handWins: {
      const hand = handKey(type, p ?? 0);
      return hand.n === undefined ? t(hand.key) : t(hand.key, { n: hand.n });
    }
    case T.handsTie:
      return t('outcome_321');
    case T.cardSuit:
      return suitSymbol(p ?? -1);
    default:
      break;
  }
  if (o.name) return o.name;
  if (o.typeId === OUTCOME_TYPE.correctScore && p !== null)
    return p < 0 ? t('outcome_13_other') : `${Math.floor(p / 100)}:${p % 100}`;
  const handicap = o.typeId === OUTCOME_TYPE.handicap1 || o.typeId === OUTCOME_TYPE.handicap2;
  return t(`outcome_${o.typeId}`, { param: p === null ? '' : handicap ? signed(p) : String(p) });
}
