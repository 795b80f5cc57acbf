// The register commands by name, each loaded only when it runs: `show` never loads what `import`
// needs (sharp, the files' readers), nor `--help` any of them. index.js holds the same commands
// loaded at once, for a surface that serves them all.

/** @typedef {(run: any) => Promise<string>} Command */

/**
 * Each command's loader, by the name the command line gives it.
 * @type {Record<keyof typeof import('./index.js').commands, () => Promise<Command>>}
 */
export const commandLoaders = {
  import: async () => (await import('./import.js')).importFile,
  suspend: async () => (await import('./suspend.js')).suspend,
  reinstate: async () => (await import('./reinstate.js')).reinstate,
  remove: async () => (await import('./remove.js')).remove,
  restore: async () => (await import('./restore.js')).restore,
  list: async () => (await import('./list.js')).list,
  show: async () => (await import('./show.js')).show,
  history: async () => (await import('./history.js')).history,
  runs: async () => (await import('./runs.js')).runs,
  export: async () => (await import('./export.js')).exportFile,
  trail: async () => (await import('./trail.js')).trail,
  removed: async () => (await import('./removed.js')).removed,
  search: async () => (await import('./search.js')).search,
  undo: async () => (await import('./undo.js')).undo,
  keys: async () => (await import('./keys.js')).keys,
  webhook: async () => (await import('./webhook.js')).webhook,
  provisional: async () => (await import('./provisional.js')).provisional,
  confirm: async () => (await import('./provisional.js')).confirm,
  refuse: async () => (await import('./provisional.js')).refuse,
  people: async () => (await import('./people.js')).people,
  reminders: async () => (await import('../../holders/reminders.js')).reminders,
};

/** The commands that manage people on the portal, which need Firebase Authentication. */
export const authCommands = new Set(['people']);
