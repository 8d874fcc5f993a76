import { CertificateLevel, certificateVerificationPath } from '@cert/domain/certificate';
import { OrganizationType } from '@cert/domain/organization';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { DateDisplay } from '@/components/form/date-display';
import { TextLink } from '@/components/ui/text-link';
import { userMessageOf } from '@/lib/api-client';
import { REGISTER_PAGE_SIZE, useRegister, type RegisterSearch } from './api';
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
 */
export function RegisterScreen() {
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const [draft, setDraft] = useState(search);
  const register = useRegister(search);
  const go = (next: RegisterSearch) =>
    setParams(paramsOf(next), { preventScrollReset: next.page === search.page });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ ...draft, page: 1 });
  };
  const data = register.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.totalDocs / REGISTER_PAGE_SIZE)) : 1;

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

      {register.error ? (
        <Alert color="red" title="Das Verzeichnis konnte nicht geladen werden" maw="46rem">
          {userMessageOf(register.error)}
        </Alert>
      ) : null}
      <div className={classes.results}>
        <Text role="status" mt="lg" mb="sm">
          {data
            ? data.totalDocs === 0
              ? 'Keine Organisation passt zu Ihrer Suche.'
              : data.totalDocs === 1
                ? '1 Organisation'
                : `${data.totalDocs} Organisationen`
            : register.isPending
              ? 'Verzeichnis wird geladen …'
              : ''}
        </Text>
        {data && data.docs.length > 0 ? (
          <Stack
            component="ul"
            gap="md"
            className={classes.list}
            aria-busy={register.isFetching || undefined}
          >
            {data.docs.map((entry) => (
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
                        <strong>{level.levelLabel}</strong>, verliehen am{' '}
                        <DateDisplay value={level.awardedOn} />, gültig bis{' '}
                        <DateDisplay value={level.validUntil} />.{' '}
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
        ) : null}
        {totalPages > 1 ? (
          <Pagination
            mt="lg"
            total={totalPages}
            value={search.page}
            onChange={(page) => go({ ...search, page })}
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? 'Vorherige Seite' : 'Nächste Seite',
            })}
            getItemProps={(page) => ({ 'aria-label': `Seite ${page}` })}
          />
        ) : null}
      </div>
    </div>
  );
}
