// B12's second control: the longest step as the least a React app on our stack needs for it. React, React DOM,
// React Router, TanStack Query and Mantine (its provider, Input.Wrapper and Checkbox, the stylesheets they use), one
// query for the step's data, then as many ratings (a role="slider" with a dot per step, as ours), checkboxes and text
// fields as the step shows; no contracts, no domain, no draft logic. Built with the same Vite in the same run: what
// remains of our cold load above it is ours, what it costs itself a standard implementation costs too.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { root } from './server.mjs';

export const SKELETON_BASE = '/bench-skeleton/';

const main = (title) => `import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Input, MantineProvider, TextInput, Title } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

const STEPS = [0, 1, 2, 3, 4, 5];

function Rating({ index }: { index: number }) {
  const [value, setValue] = useState<number | null>(null);
  const [unknown, setUnknown] = useState(false);
  const move = (by: number) => setValue((current) => Math.max(0, Math.min(5, (current ?? -1) + by)));
  return (
    <Input.Wrapper label={'Aussage ' + (index + 1)} labelElement="div" withAsterisk>
      <div
        role="slider"
        tabIndex={0}
        aria-label={'Aussage ' + (index + 1)}
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={value ?? 0}
        style={{ display: 'flex', justifyContent: 'space-between', padding: '8px 0' }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') move(1);
          if (event.key === 'ArrowLeft') move(-1);
        }}
      >
        {STEPS.map((step) => (
          <span
            key={step}
            data-step-index={step}
            onClick={() => setValue(step)}
            style={{ width: 24, height: 24, borderRadius: 12, border: '2px solid #333', background: value === step ? '#333' : 'transparent' }}
          />
        ))}
      </div>
      <Checkbox label="Keine Angabe möglich" checked={unknown} onChange={(event) => setUnknown(event.currentTarget.checked)} />
    </Input.Wrapper>
  );
}

function Step() {
  const { data } = useQuery({
    queryKey: ['step'],
    queryFn: async () => (await fetch('${SKELETON_BASE}step.json')).json() as Promise<{ ratings: number; text: boolean }>,
  });
  const [text, setText] = useState('');
  if (!data) return <p>Wird geladen …</p>;
  return (
    <main style={{ padding: 16 }}>
      <Title order={1}>${title}</Title>
      {Array.from({ length: data.ratings }, (_, index) => <Rating key={index} index={index} />)}
      {data.text ? <TextInput label="Weiteres Werkzeug" value={text} onChange={(event) => setText(event.currentTarget.value)} /> : null}
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Step /> }]);
createRoot(document.getElementById('root')!).render(
  <MantineProvider>
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </MantineProvider>,
);
`;

/**
 * Builds the skeleton (production mode) and returns its files by the path the browser asks for, with the step's data
 * (`ratings` and whether it has a text field) as step.json.
 */
export async function buildFormSkeleton({ title, ratings, text }) {
  const dir = path.join(root, '.tmp/bench-form-skeleton');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="de"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Skelett</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  writeFileSync(path.join(dir, 'src/main.tsx'), main(title));
  await build({
    root: dir,
    base: SKELETON_BASE,
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    plugins: [react()],
    build: { outDir: 'dist', manifest: true, emptyOutDir: true },
  });
  const dist = path.join(dir, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const files = new Map([
    [`${SKELETON_BASE}step.json`, { body: JSON.stringify({ ratings, text }), type: 'application/json' }],
  ]);
  files.set(`${SKELETON_BASE}index.html`, {
    body: readFileSync(path.join(dist, 'index.html')),
    type: 'text/html; charset=utf-8',
  });
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? [])]) {
      const type = file.endsWith('.css') ? 'text/css' : 'text/javascript';
      files.set(`${SKELETON_BASE}${file}`, { body: readFileSync(path.join(dist, file)), type });
    }
  }
  return files;
}
