// The ruleset the OpenAPI document is held to (docs/api.md): Stoplight Spectral's OpenAPI rules, as
// `spectral lint openapi.json` runs them with this file. What is switched off here is switched off for one place of
// the document, with the reason.
import { oas } from '@stoplight/spectral-rulesets';

/** The three evaluate paths, as URI-encoded JSON pointers (how Spectral matches an override's place). */
const evaluatePaths = [
  '~1api~1certifications~1procurement-office~1submission~1%7Bid%7D~1evaluate~1',
  '~1api~1certifications~1procurement-project~1submission~1%7Bid%7D~1evaluate~1',
  '~1api~1provider~1expert~1submission~1%7Bid%7D~1evaluate~1',
];

export default {
  extends: [[oas, 'recommended']],
  overrides: [
    {
      // The specification names the evaluation's address with its trailing slash (docs/api.md), and
      // integrators of the programme call it so; the path without it answers 404.
      files: evaluatePaths.map((path) => `openapi.json#/paths/${path}`),
      rules: { 'path-keys-no-trailing-slash': 'off' },
    },
    {
      // fastify-type-provider-zod writes an input and an output variant of every schema named in the registry;
      // the error shape is only ever answered, so its input variant has no reference.
      files: ['openapi.json#/components/schemas/ApiErrorInput'],
      rules: { 'oas3-unused-component': 'off' },
    },
  ],
};
