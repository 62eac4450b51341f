import { createAnthropic } from '@ai-sdk/anthropic'
import { createOpenAI } from '@ai-sdk/openai'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { Env } from '@server/env'
import type { Assistant } from './assistant'
import { knowledgeBase } from './knowledge/knowledge-base'
import { createModelAssistant } from './model-assistant'
import { createOfflineAssistant } from './offline-assistant'

type AiSettings = Pick<Env, 'AI_PROVIDER' | 'AI_MODEL' | 'AI_API_KEY' | 'AI_BASE_URL'>

/** The assistant that env.ts selects: offline by default, else a model through the AI SDK. */
export function createAssistant(env: AiSettings): Assistant {
  const model = env.AI_MODEL ?? ''
  switch (env.AI_PROVIDER) {
    case 'offline':
      return createOfflineAssistant(knowledgeBase)
    case 'openai':
      return createModelAssistant(
        createOpenAI({ apiKey: env.AI_API_KEY, baseURL: env.AI_BASE_URL })(model),
        knowledgeBase,
      )
    case 'anthropic':
      return createModelAssistant(
        createAnthropic({ apiKey: env.AI_API_KEY, baseURL: env.AI_BASE_URL })(model),
        knowledgeBase,
      )
    case 'openai-compatible':
      return createModelAssistant(
        createOpenAICompatible({
          name: 'openai-compatible',
          baseURL: env.AI_BASE_URL ?? '',
          apiKey: env.AI_API_KEY,
        })(model),
        knowledgeBase,
      )
  }
}
