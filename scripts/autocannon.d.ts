/** The part of autocannon's API that the bench scripts use (the package ships no types). */
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
  export interface Request {
    method?: 'GET' | 'POST';
    path?: string;
    body?: string;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    /**
     * Each connection sends these in turn, starting again after the last (every connection
     * builds its own copy of the whole list first). `setupRequest` is called before each
     * send and answers the request to send.
     */
    requests?: (Request & { setupRequest?: (request: Request) => Request })[];
  }
  export default function autocannon(options: Options): Promise<Result>;
}
