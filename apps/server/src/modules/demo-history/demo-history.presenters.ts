import type { DemoHistory } from './demo-history.service';

export function presentDemoHistory(history: DemoHistory) {
  return {
    added_deliveries: history.added,
    start_date: history.startDate,
    end_date: history.endDate,
    time_zone: history.timeZone,
    branches: history.branches.map((branch) => ({ name: branch.name, deliveries: branch.deliveries })),
  };
}

export type DemoHistoryAnswer = ReturnType<typeof presentDemoHistory>;
