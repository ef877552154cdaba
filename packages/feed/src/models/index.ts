import type { SportModel } from '../catalog';
import { basketball } from './basketball';
import { football } from './football';
import { hockey } from './hockey';
import type { MatchModel } from './model';
import { mma } from './mma';
import { sets } from './sets';
import { tennis } from './tennis';

export const MATCH_MODELS: Readonly<Record<Exclude<SportModel, 'outright'>, MatchModel>> = {
  football,
  hockey,
  basketball,
  tennis,
  sets,
  mma,
};
export type { MatchInput, MatchModel } from './model';
export { CORRECT_SCORE_MAX_GOALS, OTHER_SCORE_PARAM } from './football';
