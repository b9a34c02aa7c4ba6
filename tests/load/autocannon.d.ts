// The part of autocannon 9's API the load tests use (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Mutates the request before it is sent; `context` is per connection. */
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string>,
    ) => void;
  }

  export interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    pipelining?: number;
    requests?: AutocannonRequest[];
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** Counts non-2xx answers as errors only when false (default true: counted apart). */
    expectBody?: string;
  }

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  export interface AutocannonResult {
    url: string;
    duration: number;
    connections: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    "1xx": number;
    "2xx": number;
    "3xx": number;
    "4xx": number;
    "5xx": number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  export interface Instance extends EventEmitter, PromiseLike<AutocannonResult> {
    stop(): void;
  }

  function autocannon(options: AutocannonOptions): Instance;
  export default autocannon;
}
