type WaitingPeriodTableProps = {
  caption: string;
  /** Pairs of next step and its minimum waiting time, both as shown. */
  rows: readonly (readonly [step: string, period: string])[];
};

/**
 * The minimum waiting times between the levels of a certification path. A plain table styled in styles.css:
 * Mantine's Table always brings its scroll area along, too much code for two rows on a public page.
 */
export function WaitingPeriodTable({ caption, rows }: WaitingPeriodTableProps) {
  return (
    <table className="data-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Nächster Schritt</th>
          <th scope="col">Wartezeit</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([step, period]) => (
          <tr key={step}>
            <td>{step}</td>
            <td>{period}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
