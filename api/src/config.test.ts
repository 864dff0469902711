import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig } from './config';
import { defaultPoolSize } from './db/data-source';

const BASE = {
  NODE_ENV: 'test',
  DATA_DIR: '/nonexistent-data-dir',
  SESSION_SECRET: 'test-session-secret-test-session-secret',
  SECRET_KEY: 'test-secret-key-test-secret-key-test-secret',
};

describe('DATABASE_POOL_SIZE', () => {
  it('is unset when empty: the pool then follows the database (defaultPoolSize)', () => {
    expect(loadConfig(BASE).DATABASE_POOL_SIZE).toBeUndefined();
    expect(loadConfig({ ...BASE, DATABASE_POOL_SIZE: '' }).DATABASE_POOL_SIZE).toBeUndefined();
    expect(defaultPoolSize(false)).toBe(10);
    expect(defaultPoolSize(true)).toBe(Math.min(10, Math.max(2, availableParallelism() * 2)));
  });

  it('takes a whole number from 1 to 100', () => {
    expect(loadConfig({ ...BASE, DATABASE_POOL_SIZE: '7' }).DATABASE_POOL_SIZE).toBe(7);
    for (const bad of ['0', '101', '2.5', 'many']) {
      expect(() => loadConfig({ ...BASE, DATABASE_POOL_SIZE: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ ...BASE, DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});
