// What the shell's /search page shows: the named search (lazily loaded through feature-slots).
export { NamedSearch } from './screens/named-search-screen';
