import { z } from 'zod';

/** The interface languages, by their BCP 47 tags: the web's switch, a user's stored choice, the server's answers. */
export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];

export const languageSchema = z.enum(LANGUAGES, { error: '语言只能是 zh-CN 或 en-US' });
