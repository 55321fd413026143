import {
  cataloguePairs,
  describeCataloguePairs,
  describeKitWords,
  type Tree,
} from '@sanam/ui/test/locale-suite.ts';
import en from './en.json';
import th from './th.json';

// Every catalogue file of this folder is checked against its twin, found by name.
describeCataloguePairs(
  cataloguePairs(import.meta.glob<Tree>('./*.json', { eager: true, import: 'default' })),
);

describeKitWords(th, en);
