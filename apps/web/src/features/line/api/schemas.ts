/** Answers of the catalog calls beyond the core ones: the shared contracts (packages/contracts/src/line.ts). */
export {
  searchResponseSchema,
  statisticsResponseSchema,
  teamResponseSchema,
  topResponseSchema,
  type PastGame,
  type SearchResponse,
  type Standing,
  type StatisticsResponse,
  type TeamResponse,
  type TopResponse,
} from '@sb/contracts';
