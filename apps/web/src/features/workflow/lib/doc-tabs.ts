// The document module's own tab strip: the three lists stay, documents open beside them.

/** Open documents at most (spec section 9: 9 tabs in the document module). */
export const DOC_TAB_LIMIT = 9;
/** Spec section 8, the document module's wording. */
export const TOO_MANY_DOC_TABS = '当前打开标签过多，请关闭一些后再重试';

export type Section = 'send' | 'proc' | 'my';
export interface DocTab {
  id: number;
  title: string;
}
export interface DocTabs {
  docs: DocTab[];
  /** A section, or `doc:<id>`. */
  active: string;
}

export const docKey = (id: number) => `doc:${id}`;

/** The section a menu item opens on: 213 发文, 214 办文, 215 查阅. */
export function sectionOf(menuId: number): Section {
  return menuId === 213 ? 'send' : menuId === 215 ? 'my' : 'proc';
}

/**
 * Opens a document (or shows it when already open). A new one is refused when DOC_TAB_LIMIT are
 * open; the view then stays where it was.
 */
export function openDoc(state: DocTabs, doc: DocTab): { state: DocTabs; refused: boolean } {
  if (state.docs.some((d) => d.id === doc.id))
    return { state: { docs: state.docs.map((d) => (d.id === doc.id ? { ...d, title: doc.title || d.title } : d)), active: docKey(doc.id) }, refused: false };
  if (state.docs.length >= DOC_TAB_LIMIT) return { state, refused: true };
  return { state: { docs: [...state.docs, doc], active: docKey(doc.id) }, refused: false };
}

/** Closes a document: when it was shown, the previous document (or the first one left), else `fallback`. */
export function closeDoc(state: DocTabs, id: number, fallback: Section): DocTabs {
  const index = state.docs.findIndex((d) => d.id === id);
  if (index < 0) return state;
  const docs = state.docs.filter((d) => d.id !== id);
  if (state.active !== docKey(id)) return { docs, active: state.active };
  const next = docs[index === 0 ? 0 : index - 1];
  return { docs, active: next ? docKey(next.id) : fallback };
}
