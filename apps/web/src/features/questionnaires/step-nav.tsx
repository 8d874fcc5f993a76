import { displayStepLabel, type completeness, type QuestionnaireDefinition } from '@cert/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { REVIEW_SLUG, stepPath } from './form-state';
import classes from './questionnaires.module.css';

/** The questionnaire's one count of its answers (docs/questionnaire-rules.md §2), computed once per change by the form. */
type Completeness = ReturnType<typeof completeness>;

type StepNavProps = {
  definition: QuestionnaireDefinition;
  routeBase: string;
  id: string | undefined;
  currentSlug: string;
  counted: Completeness;
  readOnly: boolean;
};

function openLabel(open: number): string {
  if (open === 0) return 'vollständig';
  return open === 1 ? '1 Angabe offen' : `${open} Angaben offen`;
}

/**
 * The labels new forms start at ("Stimme eher zu" on the four-step agreement, docs/questionnaire-rules.md): such
 * answers count as given from the start, which the progress says, or a fresh form would seem partly done by nobody.
 */
function presetLabels(definition: QuestionnaireDefinition): string[] {
  const labels = new Set<string>();
  for (const step of definition.steps) {
    for (const field of step.fields) {
      if ((field.kind === 'rating' || field.kind === 'matrix') && field.scale.defaultValue !== undefined) {
        const preset = field.scale.steps.find((entry) => entry.value === field.scale.defaultValue);
        if (preset) labels.add(displayStepLabel(preset.label));
      }
    }
  }
  return [...labels];
}

/** How far the questionnaire is, counting only the answers its conditions ask for (docs/questionnaire-rules.md §2, ADR 011). */
const percentOf = ({ total, complete }: Completeness) =>
  total === 0 ? 100 : Math.round((complete / total) * 100);

/**
 * The count alone, for a phone, where the whole indicator is folded into the step list's disclosure: the progress
 * shows without a tap.
 */
export function ProgressBrief({ counted }: { counted: Completeness }) {
  return (
    <p className={classes.progressBrief}>
      {counted.complete} von {counted.total} Pflichtangaben ({percentOf(counted)} %)
    </p>
  );
}

export function ProgressIndicator({
  counted,
  definition,
}: {
  counted: Completeness;
  definition: QuestionnaireDefinition;
}) {
  const { total, complete } = counted;
  const percent = percentOf(counted);
  const presets = useMemo(() => presetLabels(definition), [definition]);
  // An answer that shows further questions ("ja") raises the total: said, so that the count going back is explained.
  const [seen, setSeen] = useState({ total, added: 0 });
  if (seen.total !== total) setSeen({ total, added: total > seen.total ? total - seen.total : 0 });
  return (
    <div className={classes.progress}>
      <div>
        {complete} von {total} Pflichtangaben beantwortet ({percent} %)
      </div>
      <div role="status" className={classes.progressNote}>
        {seen.added > 0
          ? `Ihre Antwort hat weitere Fragen eingeblendet: ${
              seen.added === 1 ? '1 Pflichtangabe ist' : `${seen.added} Pflichtangaben sind`
            } hinzugekommen.`
          : ''}
      </div>
      <div className={classes.progressBar} aria-hidden="true">
        <div className={classes.progressFill} style={{ width: `${percent}%` }} />
      </div>
      {presets.length > 0 ? (
        <div className={classes.progressNote}>
          Vorbelegte Antworten ({presets.map((label) => `„${label}“`).join(', ')}) zählen als beantwortet.
          Bitte prüfen Sie sie. Manche Antworten blenden weitere Fragen ein; dann steigt die Zahl der
          Pflichtangaben.
        </div>
      ) : null}
    </div>
  );
}

/** The steps as a KERN task list: each with its open required answers, the current one marked. */
export function StepNav({ definition, routeBase, id, currentSlug, counted, readOnly }: StepNavProps) {
  const { openBySection } = counted;
  return (
    <nav aria-label="Schritte des Fragebogens">
      <ol className={classes.steps}>
        {definition.steps.map((step, index) => {
          const open = openBySection[step.section] ?? 0;
          return (
            <li key={step.slug} className={classes.stepItem}>
              <Link
                to={stepPath(routeBase, id, step.slug)}
                className={classes.stepLink}
                aria-current={step.slug === currentSlug ? 'page' : undefined}
                // One name in one piece: the link's two boxes are laid out apart, and assistive technology joins
                // them with a space, which read "Allgemeine Angaben , 8 Angaben offen" (docs/accessibility.md).
                aria-label={readOnly ? undefined : `${index + 1}. ${step.title}, ${openLabel(open)}`}
              >
                <span>
                  {index + 1}. {step.title}
                </span>
                {readOnly ? null : (
                  <span className={classes.stepState} data-complete={open === 0 || undefined}>
                    {openLabel(open)}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
        <li className={classes.stepItem}>
          <Link
            to={stepPath(routeBase, id, REVIEW_SLUG)}
            className={classes.stepLink}
            aria-current={currentSlug === REVIEW_SLUG ? 'page' : undefined}
          >
            <span>{readOnly ? 'Alle Angaben' : 'Angaben prüfen und absenden'}</span>
          </Link>
        </li>
      </ol>
    </nav>
  );
}
