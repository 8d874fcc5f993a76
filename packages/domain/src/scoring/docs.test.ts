import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { procurementOfficeDefinition as office } from '../questionnaires/procurement-office';
import { QuestionnaireKind } from '../questionnaires/registry';
import { adviceOf } from './advice';
import { evaluate } from './evaluate';
import { scoreAnswers } from './score';
import { scoringRules } from './rules';
import { adviceThresholds, SCORING_VERSION } from './thresholds';
import { extremeAnswers, withAnswers } from '../testing';

const doc = readFileSync(new URL('../../../../docs/scoring.md', import.meta.url), 'utf8');

/** The lines of the doc's chapter on one questionnaire (from its heading to the next heading). */
function chapter(kind: QuestionnaireKind): string[] {
  const lines = doc.split('\n');
  const start = lines.findIndex((line) => line.startsWith('### ') && line.includes(`(\`${kind}\`)`));
  expect(start, `docs/scoring.md has no chapter on ${kind}`).toBeGreaterThanOrEqual(0);
  const end = lines.findIndex((line, index) => index > start && line.startsWith('#'));
  return lines.slice(start, end === -1 ? undefined : end);
}

const cells = (line: string) => line.split('|').map((cell) => cell.trim());

describe('docs/scoring.md', () => {
  it('names the scoring version', () => {
    expect(doc).toContain(`Version **${SCORING_VERSION}**`);
  });

  // The doc is written by hand: it is the independent account of what scoringRules (the page /bewertung) computes.
  it.each(scoringRules())('$kind: cites each threshold and maximum as configured', (rule) => {
    const lines = chapter(rule.kind);
    for (const { section, title, maximum, minimum } of rule.sections) {
      const row = lines.find((line) => line.includes(`| \`${section}\` `));
      expect(row, `no row for ${section}`).toBeDefined();
      expect(cells(row!)).toEqual(['', title, `\`${section}\``, String(maximum), `${minimum} %`, '']);
    }
    const overall = lines.find((line) => line.includes('**Gesamt**'));
    expect(cells(overall!)).toEqual(['', '**Gesamt**', '', String(rule.total), `${rule.overall} %`, '']);
  });

  it('cites when advice is given', () => {
    expect(doc).toContain(`**weniger als ${adviceThresholds.recommendBelow} %**`);
    expect(doc).toContain(`**mindestens ${adviceThresholds.praiseFrom} %**`);
  });

  it('computes the worked example as the doc shows it', () => {
    const answers = withAnswers(extremeAnswers(office, 'min'), {
      innovationCulture: {
        statements: {
          NewIdeasWithoutFear: 5,
          FailingNotPunished: 4,
          OpinionsAreDiscussed: 3,
          FailingRarelyIsDueToLackingMotivation: -100,
          EmployeesAvoidRisksInAllocation: 4,
          AllocationDoesNotTolerateRisks: 1,
          InnovationEmbracingCulture: 2,
          ErrorCultureEstablished: 0,
        },
        existsStartUpProcurementExperience: 'YES',
        hasStartUpProcurementIndex: 'NoButInterested',
      },
    });
    const section = scoreAnswers('procurement-office', answers).sections.find(
      (s) => s.section === 'innovationCulture',
    )!;
    expect([section.score, section.maximum, section.passed]).toEqual([26, 45, true]);
    expect(section.fields.map((field) => [field.field, field.score, field.maximum])).toEqual([
      ['statements', 19, 35],
      ['existsStartUpProcurementExperience', 5, 5],
      ['hasStartUpProcurementIndex', 2, 5],
    ]);
    expect(doc).toContain('**26 von 45 Punkten =\n57,8 %**');

    const advice = adviceOf('procurement-office');
    expect(evaluate('procurement-office', answers, 'X').detailedEvaluations.innovationCulture).toEqual({
      positiveResults: [advice.fields['innovationCulture.existsStartUpProcurementExperience']!.positive],
      recommendations: [
        advice.items['innovationCulture.statements.EmployeesAvoidRisksInAllocation']!.recommendation,
        advice.items['innovationCulture.statements.ErrorCultureEstablished']!.recommendation,
        advice.fields['innovationCulture.hasStartUpProcurementIndex']!.recommendation,
      ],
    });
  });

  it('lists every reversed statement', () => {
    for (const step of office.steps) {
      for (const field of step.fields) {
        if (field.kind !== 'matrix') continue;
        for (const statement of field.statements.filter((s) => s.reversed)) {
          expect(doc).toContain(`(\`${step.section}.${field.key}.${statement.key}\`)`);
          expect(doc).toContain(`„${statement.label}“`);
        }
      }
    }
  });
});
