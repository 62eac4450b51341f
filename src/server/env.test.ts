import { describe, expect, test } from 'vitest'
import { readEnv } from './env'

describe('readEnv', () => {
  test('runs on embedded defaults with nothing set', () => {
    const env = readEnv({})
    expect(env).toMatchObject({ NODE_ENV: 'development', PORT: 5000, DATA_DIR: '.data' })
    expect(env.DATABASE_URL).toBeUndefined()
  })

  test('treats an empty variable as not set', () => {
    const env = readEnv({ DATABASE_URL: '', PORT: '' })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.PORT).toBe(5000)
  })

  test('accepts a Postgres connection string', () => {
    const url = 'postgres://root@127.0.0.1:5432/test'
    expect(readEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url)
  })

  test('names every invalid variable in one message', () => {
    expect(() => readEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    )
  })
})
