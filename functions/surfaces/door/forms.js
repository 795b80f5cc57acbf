// What the pages behind a door (door.js: the providers' portal, the staff console) share to
// answer a form: a redirect a browser follows with a GET, and the fields a form sent.

/**
 * A redirect that a browser follows with a GET (after a form), never kept by a cache.
 * @param {string} to a path of the site
 * @param {Record<string, string>} [headers]
 */
export const seeOther = (to, headers = {}) =>
  new Response(null, {
    status: 303,
    headers: { Location: to, 'Cache-Control': 'no-store', ...headers },
  });

/** The fields of a multipart or urlencoded form, every value of a name kept (Hono's `all`). */
export const formOf = async (/** @type {import('hono').Context<any>} */ c) =>
  /** @type {Record<string, string | File | (string | File)[]>} */ (
    await c.req.parseBody({ all: true })
  );

/** Every value a form gave a name, as a list. */
export const valuesOf = (
  /** @type {Record<string, unknown>} */ form,
  /** @type {string} */ name,
) => {
  const value = form[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

/** The one text a form gave a name, or ''. */
export const textOf = (/** @type {Record<string, unknown>} */ form, /** @type {string} */ name) => {
  const [value] = valuesOf(form, name);
  return typeof value === 'string' ? value : '';
};
