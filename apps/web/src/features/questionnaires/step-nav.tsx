import type { completeness, QuestionnaireDefinition } from '@cert/domain';
import { VisuallyHidden } from '@mantine/core';
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

/** How far the questionnaire is, counting only the answers its conditions ask for (docs/questionnaire-rules.md §2, ADR 011). */
export function ProgressIndicator({ counted }: { counted: Completeness }) {
  const { total, complete } = counted;
  const percent = total === 0 ? 100 : Math.round((complete / total) * 100);
  return (
    <div className={classes.progress}>
      <div>
        {complete} von {total} Pflichtangaben beantwortet ({percent} %)
      </div>
      <div className={classes.progressBar} aria-hidden="true">
        <div className={classes.progressFill} style={{ width: `${percent}%` }} />
      </div>
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
              >
                <span>
                  {index + 1}. {step.title}
                </span>
                {readOnly ? null : (
                  <span className={classes.stepState} data-complete={open === 0 || undefined}>
                    <VisuallyHidden>, </VisuallyHidden>
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
