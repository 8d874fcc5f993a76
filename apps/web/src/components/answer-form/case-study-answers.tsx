import { answerWords, caseStudyStep, type CaseStudyDraftContent, type CaseStudyKind } from '@cert/domain';
import classes from './answer-form.module.css';

/**
 * A case study's answers, read-only, one term per field in the definition's order: for its organisation after the
 * submit and for the programme office that decides on it.
 */
export function CaseStudyAnswers({ kind, content }: { kind: CaseStudyKind; content: CaseStudyDraftContent }) {
  return (
    <dl className={classes.caseStudyAnswers}>
      {caseStudyStep(kind).fields.map((field) => {
        // Every field of a case study is a text or the yes/no question: its words are one text.
        const words = answerWords(field, content[field.key as keyof CaseStudyDraftContent]);
        return (
          <div key={field.key}>
            <dt>{field.label}</dt>
            <dd>{words && 'text' in words ? words.text : 'Keine Angabe'}</dd>
          </div>
        );
      })}
    </dl>
  );
}
