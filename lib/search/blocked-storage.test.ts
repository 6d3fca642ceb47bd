import { memoryStorage, standInForBlockedStorage } from './blocked-storage';

test('the stand-in answers as Storage does, including the key walk DocSearch does', () => {
  const storage = memoryStorage();
  expect(storage.getItem('a')).toBeNull();
  storage.setItem('__DOCSEARCH_RECENT_SEARCHES__x', '[]');
  storage.setItem('n', 1 as unknown as string);
  expect(storage.getItem('n')).toBe('1');
  expect(storage.length).toBe(2);
  expect(storage.key(0)).toBe('__DOCSEARCH_RECENT_SEARCHES__x');
  const walked: string[] = [];
  for (const key in storage) if (Object.prototype.hasOwnProperty.call(storage, key)) walked.push(key);
  expect(walked).toEqual(['__DOCSEARCH_RECENT_SEARCHES__x', 'n']);
  storage.removeItem('n');
  expect(storage.getItem('n')).toBeNull();
  storage.clear();
  expect(storage.length).toBe(0);
});

test('only a storage that throws is replaced', () => {
  const working = { localStorage: memoryStorage() } as unknown as Window;
  const before = working.localStorage;
  standInForBlockedStorage(working);
  expect(working.localStorage).toBe(before);

  const blocked = {} as Window;
  Object.defineProperty(blocked, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
  standInForBlockedStorage(blocked);
  blocked.localStorage.setItem('k', 'v');
  expect(blocked.localStorage.getItem('k')).toBe('v');
});
