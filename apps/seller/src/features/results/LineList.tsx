import type { CalculationReport, ReportLine } from '@margin/core';
import { displayText } from '@margin/core';
import classes from './ResultsPanel.module.css';

/** Label / amount rows of a breakdown, as a description list (screen readers pair each label with its value). */
export function LineList({ report, lines }: { report: CalculationReport; lines: ReportLine[] }) {
  return (
    <dl className={classes.rows}>
      {lines.map((line) => (
        <div key={line.id} className={classes.row} data-role={line.role} data-line={line.id}>
          <dt>{line.label}</dt>
          <dd className={classes.amount}>{displayText(line, report.currency, report.locale)}</dd>
        </div>
      ))}
    </dl>
  );
}
