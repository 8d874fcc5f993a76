import { useState } from 'react';

/**
 * The React key of a draft form on its screen, from the id of the document it shows. It stays the same while the
 * form creates that document (the first save writes the id into the address) or creates it anew (saved as a new
 * draft after it was deleted elsewhere): the form keeps what is typed and where the focus is, where a new key would
 * mount it afresh from its record. A delete, or another document, gives a new one.
 */
export function useDraftFormKey(id: string | undefined) {
  const [created, setCreated] = useState<{ id: string; key: string } | null>(null);
  const [generation, setGeneration] = useState(0);
  const idKey = id !== undefined && id !== created?.id ? id : (created?.key ?? 'neu');
  return {
    key: `${generation}:${idKey}`,
    /** The document this form created, if it did. */
    createdId: created?.id ?? null,
    onCreated: (createdNow: string) => setCreated({ id: createdNow, key: idKey }),
    onDeleted: () => {
      setCreated(null);
      setGeneration((value) => value + 1);
    },
  };
}
