// The member app's tests run as the kit's do (React, jsdom, each workspace's own src/test/setup.ts, the
// *.test files under src, no CSS), but leave the spies a test made for the next one to find.
import { defineConfig, mergeConfig } from 'vitest/config';
import kitConfig from '../../packages/ui/vitest.config.ts';

export default mergeConfig(kitConfig, defineConfig({ test: { restoreMocks: false } }));
