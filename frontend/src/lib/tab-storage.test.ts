import { tabStorage } from './tab-storage';

describe('tabStorage', () => {
  it("keeps a value under its own key in the tab's sessionStorage only", () => {
    tabStorage.set('name', 'Siti');
    expect(window.sessionStorage.getItem('name')).toBe('Siti');
    expect(tabStorage.get('name')).toBe('Siti');
    expect(window.localStorage.length).toBe(0);
  });

  it('removes a key, also when set to null', () => {
    tabStorage.set('name', 'Siti');
    tabStorage.remove('name');
    expect(tabStorage.get('name')).toBeNull();
    tabStorage.set('classroom', '8A');
    tabStorage.set('classroom', null);
    expect(window.sessionStorage.getItem('classroom')).toBeNull();
  });

  it('behaves as empty instead of throwing when storage is blocked', () => {
    for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
      jest.spyOn(Storage.prototype, method).mockImplementation(() => {
        throw new DOMException('blocked', 'SecurityError');
      });
    }
    expect(() => tabStorage.set('name', 'Budi')).not.toThrow();
    expect(() => tabStorage.remove('name')).not.toThrow();
    expect(tabStorage.get('name')).toBeNull();
  });
});
