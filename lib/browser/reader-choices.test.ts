import { readChoice, saveChoice } from './reader-choices';
import { memoryStorage } from '../search/blocked-storage';

const blocked = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

test('reads and writes through working storage', () => {
  const storage = memoryStorage();
  expect(readChoice('a', () => storage)).toBeNull();
  saveChoice('a', 'dark', () => storage);
  expect(storage.getItem('a')).toBe('dark');
  expect(readChoice('a', () => storage)).toBe('dark');
});

test('blocked storage: nothing throws, and a choice holds for the page view', () => {
  expect(readChoice('b', blocked)).toBeNull();
  expect(() => saveChoice('b', 'light', blocked)).not.toThrow();
  expect(readChoice('b', blocked)).toBe('light');
});

test('a full storage that refuses writes: the new choice wins over the stored one until a write succeeds', () => {
  const storage = memoryStorage();
  storage.setItem('c', 'old');
  const full = {
    getItem: (key: string) => storage.getItem(key),
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
  };
  saveChoice('c', 'new', () => full);
  expect(readChoice('c', () => full)).toBe('new');
  // Once storage takes it, storage is the truth again (another tab may change it later).
  saveChoice('c', 'newer', () => storage);
  storage.setItem('c', 'from another tab');
  expect(readChoice('c', () => storage)).toBe('from another tab');
});
