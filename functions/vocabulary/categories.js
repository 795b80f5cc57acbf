// The machine categories a registration can cover, by the code the register's files use; adding one
// is one line here (the finder offers it, the pages name it through category-names.js, the files take
// it). Only the table: what reads it imports it, so a test that adds a category here, as
// scripts/registers/category.firestore.test.ts does, changes everything that follows from it. Pure.

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
