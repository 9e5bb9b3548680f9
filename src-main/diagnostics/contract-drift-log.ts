/**
 * Main process. Counts, since the app started, how the service's answers
 * strayed from the contract: per operation, how many answers, how many of
 * them with drift, and which fields in which way. Paths and kinds only (the
 * reports never carry values), bounded in size whatever the service sends.
 */
import { operations, type DriftEntry, type DriftReport, type OperationId } from '../../src-shared/contract';
import type { ContractDriftView, OperationDriftView } from '../../src-shared/ipc';
import type { Environment } from '../../src-shared/settings-schema';

/** Distinct (field, kind) pairs kept per operation: enough for any real drift, bounded for a hostile one. */
const MAX_FIELDS_PER_OPERATION = 200;

interface OperationTally {
  answers: number;
  answersWithDrift: number;
  fields: Map<string, DriftEntry>;
}

export class ContractDriftLog {
  private readonly since: string;
  private readonly tallies = new Map<OperationId, OperationTally>();

  constructor(clock: () => Date) {
    this.since = clock().toISOString();
  }

  record(operation: OperationId, drift: DriftReport): void {
    let tally = this.tallies.get(operation);
    if (!tally) this.tallies.set(operation, (tally = { answers: 0, answersWithDrift: 0, fields: new Map() }));
    tally.answers += 1;
    if (drift.total === 0) return;
    tally.answersWithDrift += 1;
    for (const entry of drift.entries) {
      const key = `${entry.kind} ${entry.path}`;
      const known = tally.fields.get(key);
      if (known) known.count += entry.count;
      else if (tally.fields.size < MAX_FIELDS_PER_OPERATION) tally.fields.set(key, { ...entry });
    }
  }

  view(environment: Environment): ContractDriftView {
    const list: OperationDriftView[] = [];
    for (const id of Object.keys(operations) as OperationId[]) {
      const tally = this.tallies.get(id);
      if (!tally) continue;
      const fields = [...tally.fields.values()].sort(
        (a, b) => Number(!!b.essential) - Number(!!a.essential) || b.count - a.count || a.path.localeCompare(b.path),
      );
      list.push({
        operation: id,
        title: operations[id].title,
        answers: tally.answers,
        answersWithDrift: tally.answersWithDrift,
        fields,
      });
    }
    return { since: this.since, environment, operations: list };
  }
}
