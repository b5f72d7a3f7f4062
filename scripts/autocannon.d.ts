/** The part of autocannon's API that scripts/benchServer.ts uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    /** Each connection sends these in turn, starting again after the last. */
    requests?: { method?: 'GET' | 'POST'; path?: string; body?: string }[];
  }
  export default function autocannon(options: Options): Promise<Result>;
}
