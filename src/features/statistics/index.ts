/** What other features use of the statistics area. */
export { StatisticsPanel } from './components/StatisticsPanel';
