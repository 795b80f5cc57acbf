// The Firestore emulator as the tests use it: each test file makes a project of its own and clears
// it after (scripts/serve/firestore-emulator.mjs starts the emulator).

/**
 * Deletes every document of `projectId` in the emulator at `host`, in each of `databases`: the
 * emulator keeps every project's data in memory, so tests that make a project each clear it after
 * them (a mutation run makes thousands).
 * @param {string} host
 * @param {string} projectId
 * @param {readonly string[]} [databases]
 */
export async function clearProject(host, projectId, databases = ['(default)', 'activity']) {
  await Promise.all(
    databases.map((database) =>
      fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/${database}/documents`, {
        method: 'DELETE',
      }),
    ),
  );
}
