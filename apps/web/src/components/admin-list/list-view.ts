/** An admin list shows either the entries with an open task (the default) or all of them. */
export type ListView = 'tasks' | 'all';

/** The URL key of the view; the plain address is the task list. */
export const VIEW_URL_KEY = 'view';

export function viewOf(params: URLSearchParams): ListView {
  return params.get(VIEW_URL_KEY) === 'all' ? 'all' : 'tasks';
}

/** Adds the view to a list's URL parameters; the task list needs none. */
export function withViewParam(params: URLSearchParams, view: ListView): URLSearchParams {
  if (view === 'all') params.set(VIEW_URL_KEY, 'all');
  return params;
}
