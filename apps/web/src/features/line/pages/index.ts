import type { ComponentType } from 'react';
import LinePage from './line-page';
import ChampsPage from './champs-page';
import ThemedPage from './themed-page';
import ResultsPage from './results-page';
import StatisticPage from './statistic-page';
import MultiPage from '../live/pages/multi-page';

/** The component of each line route id (one chunk for the line pages). */
export function pageComponentOf(routeId: string): ComponentType {
  if (routeId === 'line') return LinePage;
  if (routeId === 'champs') return ChampsPage;
  if (routeId === 'results') return ResultsPage;
  if (routeId === 'multi') return MultiPage;
  if (routeId === 'statistic' || routeId === 'statisticpopup') return StatisticPage;
  return ThemedPage;
}
