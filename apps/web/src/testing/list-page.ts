/** One page holding every doc, as the API's paginated lists answer when all fit (the drafts, the submissions). */
export function onePage<Doc>(docs: Doc[], limit = 10) {
  return {
    docs,
    page: 1,
    hasNextPage: false,
    hasPrevPage: false,
    nextPage: null,
    prevPage: null,
    pagingCounter: 1,
    totalPages: 1,
    totalDocs: docs.length,
    limit,
  };
}
