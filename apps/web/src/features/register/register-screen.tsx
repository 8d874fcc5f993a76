import { CertificateLevel, certificateVerificationPath } from '@cert/domain/certificate';
import { OrganizationType } from '@cert/domain/organization';
import type { RegisterEntry } from '@cert/domain';
import { Button, Group, NativeSelect, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ListResults } from '@/components/admin-list/list-results';
import { DateDisplay } from '@/components/form/date-display';
import { TextLink } from '@/components/ui/text-link';
import { useRegister, type RegisterSearch } from './api';
import classes from './register.module.css';

const REGISTER_TITLE = 'Zertifizierte Organisationen';

/** The kinds of organisation a certificate of the programme is awarded to. */
const types = ['PublicProcurer', 'Provider'] as const;

/** The search in the address: `?name=…&ort=…&art=…&stufe=…&seite=…`. */
function searchOf(params: URLSearchParams): RegisterSearch {
  const type = params.get('art') ?? '';
  const level = params.get('stufe') ?? '';
  return {
    name: params.get('name') ?? '',
    city: params.get('ort') ?? '',
    type: (types as readonly string[]).includes(type) ? (type as RegisterSearch['type']) : '',
    level: CertificateLevel.is(level) ? level : '',
    page: Math.max(1, Number.parseInt(params.get('seite') ?? '1', 10) || 1),
  };
}

function paramsOf(search: RegisterSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.name.trim()) params.set('name', search.name.trim());
  if (search.city.trim()) params.set('ort', search.city.trim());
  if (search.type) params.set('art', search.type);
  if (search.level) params.set('stufe', search.level);
  if (search.page > 1) params.set('seite', String(search.page));
  return params;
}

/**
 * /zertifizierte-organisationen, public (docs/product.md, "Register"): the organisations that hold a certificate of
 * the programme and chose to be listed, with their current levels, each to be checked on its certificate's page.
 * The search lives in the address: the form shows what the list shows, also after Back or a change of page.
 */
export function RegisterScreen() {
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const register = useRegister(search);
  const results = useRef<HTMLElement>(null);
  const go = (next: RegisterSearch) => setParams(paramsOf(next), { preventScrollReset: true });
  const toPage = (page: number) => {
    go({ ...search, page });
    // On a phone the pager is screens below the first entry: the new page starts where its entries start, and
    // a screen reader goes on from there.
    results.current?.scrollIntoView({ block: 'start' });
    results.current?.focus({ preventScroll: true });
  };
  const filtered = Boolean(search.name.trim() || search.city.trim() || search.type || search.level);

  return (
    <div className={classes.page}>
      <Title order={1}>{REGISTER_TITLE}</Title>
      <Text maw="46rem" mb="md">
        Hier stehen die Organisationen, die ein Zertifikat des Programms halten und sich für dieses
        Verzeichnis entschieden haben, mit ihren gültigen Stufen. Jede Stufe lässt sich auf der Prüfseite
        ihres Zertifikats prüfen. Organisationen, die nicht aufgeführt werden möchten, fehlen hier; ein
        Zertifikat prüfen Sie dann mit seiner Nummer unter{' '}
        <TextLink to="/zertifikat">Zertifikat prüfen</TextLink>.
      </Text>
      <SearchForm
        search={search}
        onSearch={(next) => {
          go({ ...next, page: 1 });
          // On a phone the form fills the screen: without this a search seemed to do nothing. The focus stays on
          // the button; the count is a status a screen reader reads.
          const top = results.current?.getBoundingClientRect().top ?? 0;
          if (top > window.innerHeight - 120) results.current?.scrollIntoView({ block: 'start' });
        }}
      />
      <section ref={results} tabIndex={-1} aria-label="Ergebnisse" className={classes.results}>
        <ListResults
          result={register}
          singular="Organisation"
          plural="Organisationen"
          tasks={false}
          filtered={filtered}
          emptyText={
            filtered
              ? 'Keine Organisation passt zu Ihrer Suche. Bitte ändern Sie den Namen, den Ort oder die Auswahl.'
              : 'Noch hat sich keine zertifizierte Organisation für das Verzeichnis entschieden.'
          }
          onPage={toPage}
        >
          {(docs) => <Entries docs={docs} busy={register.isFetching} />}
        </ListResults>
      </section>
    </div>
  );
}

/**
 * The search form, filled from the address; a search starts at the first page. When the address changes under it
 * (Back, a page, a link) the fields follow, in place, so that the focus stays where it is.
 */
function SearchForm({
  search,
  onSearch,
}: {
  search: RegisterSearch;
  onSearch: (next: RegisterSearch) => void;
}) {
  const [draft, setDraft] = useState(search);
  const [seen, setSeen] = useState(search);
  if (JSON.stringify(search) !== JSON.stringify(seen)) {
    setSeen(search);
    setDraft(search);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form role="search" aria-label="Verzeichnis durchsuchen" onSubmit={submit} className={classes.search}>
      <TextInput
        label="Name"
        value={draft.name}
        maxLength={100}
        onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
      />
      <TextInput
        label="Ort"
        value={draft.city}
        maxLength={100}
        onChange={(event) => setDraft({ ...draft, city: event.currentTarget.value })}
      />
      <NativeSelect
        label="Art"
        value={draft.type}
        data={[
          { value: '', label: 'Alle Arten' },
          ...types.map((value) => ({ value, label: OrganizationType.label(value) })),
        ]}
        onChange={(event) =>
          setDraft({ ...draft, type: event.currentTarget.value as RegisterSearch['type'] })
        }
      />
      <NativeSelect
        label="Stufe"
        value={draft.level}
        data={[
          { value: '', label: 'Alle Stufen' },
          ...CertificateLevel.values.map((value) => ({ value, label: CertificateLevel.label(value) })),
        ]}
        onChange={(event) =>
          setDraft({ ...draft, level: event.currentTarget.value as RegisterSearch['level'] })
        }
      />
      <Group className={classes.searchButton}>
        <Button type="submit">Suchen</Button>
      </Group>
    </form>
  );
}

/** One page of entries: each organisation with its current levels, each level linked to its certificate's check. */
function Entries({ docs, busy }: { docs: RegisterEntry[]; busy: boolean }) {
  return (
    <Stack component="ul" gap="md" className={classes.list} aria-busy={busy || undefined}>
      {docs.map((entry) => (
        <li key={entry._id} className={classes.entry}>
          <article aria-labelledby={`eintrag-${entry._id}`}>
            <Title order={2} id={`eintrag-${entry._id}`} className={classes.name}>
              {entry.name}
            </Title>
            <Text size="sm" c="dimmed">
              {entry.city} · {OrganizationType.label(entry.type)}
            </Text>
            <ul className={classes.levels}>
              {entry.levels.map((level) => (
                <li key={level.code}>
                  <strong>{level.levelLabel}</strong>, verliehen am <DateDisplay value={level.awardedOn} />,
                  gültig bis <DateDisplay value={level.validUntil} />.{' '}
                  <TextLink to={certificateVerificationPath(level.code)}>
                    Zertifikat prüfen
                    <VisuallyHidden>
                      {' '}
                      ({level.levelLabel}, {entry.name})
                    </VisuallyHidden>
                  </TextLink>
                </li>
              ))}
            </ul>
          </article>
        </li>
      ))}
    </Stack>
  );
}
