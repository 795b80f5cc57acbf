// The machine categories a registration can cover, by the code the register's files use; adding one
// is one line here (the finder offers it, the pages name it, the files take it). Pure.

/**
 * The machine categories a registration can cover, by the code the import file uses. The check
 * shows their names.
 */
export const categories = {
  CB: 'Counterbalance lift truck',
  RT: 'Reach truck',
  SL: 'Side-loader',
  TH: 'Telescopic handler',
  MH: 'Material handler',
  EX: '360° excavator',
  DU: 'Forward tipping dumper',
  RO: 'Ride-on roller',
  LS: 'Loading shovel',
  LL: 'Lorry loader',
  MC: 'Mobile crane',
};

/**
 * The names of category codes, as the pages show them.
 * @param {readonly string[]} codes
 */
export const categoryNames = (codes) =>
  codes.map((code) => categories[/** @type {keyof typeof categories} */ (code)] ?? code);
