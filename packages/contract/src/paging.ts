import { z } from 'zod';
import type { ZodType } from 'zod';

/** A repeated query key arrives as an array, a single one as a string: both become an array. */
export const oneOrMany = <T extends ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item));

/** `page` counts from 1 (what antd's Pagination shows), `size` is 1..100. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

/** One page of a list and where it stands in the whole. */
export const pageOf = <T extends ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    /** From 1. */
    page: z.number().int().min(1),
    size: z.number().int().min(1),
    totalElements: z.number().int().nonnegative(),
    totalPages: z.number().int().nonnegative(),
  });

export type PageQuery = z.infer<typeof PageQuerySchema>;
export type Page<T> = { content: T[]; page: number; size: number; totalElements: number; totalPages: number };
