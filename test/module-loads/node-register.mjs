/**
 * `node --import <this file> script.mjs`: records every module Node loads from a file (its URL and
 * its size in bytes) into the file named by TOOLDECK_MODULE_LOG, one JSON line each. Node runs
 * loader hooks on their own thread, so the log is the only channel back.
 */
import { register } from 'node:module';

register('./node-hooks.mjs', import.meta.url);
