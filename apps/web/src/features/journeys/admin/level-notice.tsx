import type { LevelStatus } from '@cert/domain';
import { Alert } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { DateDisplay } from '@/components/form';
import { Loading } from '@/components/ui/loading';
import classes from './admin-journeys.module.css';

type EntryLevel = { status: LevelStatus; opensAt: string | null } | null;

/**
 * Whether the level can take an entry now. Waiting or locked, no day could be accepted (the date field's window of
 * recent days, docs/product.md §5, lies before the level opens), so the entry page holds its form back instead of
 * letting the office upload a report only to be refused. A journey that could not be read: the form, and the
 * server decides, as it does anyway (its 409 names the opening day).
 */
export const takesEntries = (level: EntryLevel): boolean =>
  level?.status !== 'waiting' && level?.status !== 'locked';

/**
 * A note (not an alert: it is there on arrival) saying up front when the level of an entry page cannot take the
 * entry yet, or needs none any more.
 */
export function LevelNotice({ name, level }: { name: string; level: EntryLevel }) {
  if (!level) return null;
  if (level.status === 'waiting' && level.opensAt) {
    return (
      <Alert color="yellow" title="Wartezeit" mb="md" role="note">
        {name} ist ab dem <DateDisplay value={level.opensAt} /> verfügbar. Erst dann lässt sich hier etwas
        erfassen.
      </Alert>
    );
  }
  if (level.status === 'locked') {
    return (
      <Alert color="yellow" title="Noch nicht verfügbar" mb="md" role="note">
        {name} ist noch nicht verfügbar: Zuerst muss die vorherige Stufe abgeschlossen sein. Erst dann lässt
        sich hier etwas erfassen.
      </Alert>
    );
  }
  if (level.status === 'done') {
    return (
      <Alert color="blue" title="Bereits abgeschlossen" mb="md" role="note">
        {name} ist bereits abgeschlossen.
      </Alert>
    );
  }
  return null;
}

/** An entry page's form: once the journey is read, and only while its level takes entries (`takesEntries`). */
export function EntryForm({
  loading,
  level,
  label,
  onSubmit,
  children,
}: {
  loading: boolean;
  level: EntryLevel;
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  if (loading) return <Loading label="Der Zertifizierungspfad wird geladen" />;
  if (!takesEntries(level)) return null;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} className={classes.form}>
      {children}
    </form>
  );
}
