import { describe, expect, it } from 'vitest';
import { closeDoc, DOC_TAB_LIMIT, docKey, openDoc, sectionOf, type DocTabs } from './doc-tabs';

const start: DocTabs = { docs: [], active: 'proc' };
const openMany = (n: number) => Array.from({ length: n }, (_, i) => i + 1).reduce((s, id) => openDoc(s, { id, title: `公文${id}` }).state, start);

describe('the document module tab strip', () => {
  it('opens the section of the menu item: 213 发文, 214 办文, 215 查阅', () => {
    expect([213, 214, 215].map(sectionOf)).toEqual(['send', 'proc', 'my']);
  });

  it('opens a document beside the lists and shows it', () => {
    const { state, refused } = openDoc(start, { id: 7, title: '报告' });
    expect(refused).toBe(false);
    expect(state).toEqual({ docs: [{ id: 7, title: '报告' }], active: 'doc:7' });
  });

  it('shows an open document again instead of opening it twice, even at the limit', () => {
    const full = { ...openMany(DOC_TAB_LIMIT), active: 'proc' };
    const { state, refused } = openDoc(full, { id: 3, title: '' });
    expect(refused).toBe(false);
    expect(state.docs).toHaveLength(DOC_TAB_LIMIT);
    expect(state.active).toBe(docKey(3));
    expect(state.docs[2]!.title).toBe('公文3');
  });

  it('refuses a tenth document and stays where it was', () => {
    const full = openMany(9);
    const { state, refused } = openDoc(full, { id: 10, title: '第十个' });
    expect(refused).toBe(true);
    expect(state).toBe(full);
  });

  it('closing the shown document shows the previous one, or the first left, or the section', () => {
    const three = openMany(3);
    expect(closeDoc(three, 3, 'proc').active).toBe('doc:2');
    expect(closeDoc({ ...three, active: 'doc:1' }, 1, 'proc').active).toBe('doc:2');
    expect(closeDoc(openMany(1), 1, 'my')).toEqual({ docs: [], active: 'my' });
    expect(closeDoc({ ...three, active: 'send' }, 2, 'proc')).toEqual({ docs: [three.docs[0], three.docs[2]], active: 'send' });
  });
});
