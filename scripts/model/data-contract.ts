// The data contract between the pipeline and the site: every file under content/.generated/data/
// that pages read, and every /api shape, declared once as a schema. The pipeline's modules take
// their types from here (z.infer), and the site checks each file against its schema where it
// reads it (site/lib/data.ts), so a change on one side that the other does not know fails the
// build with the file and the field named, instead of rendering wrong pages.
// Each section is a module of contract/; this file is the one name the rest of the code imports.
export * from './contract/text.ts';
export * from './contract/documents.ts';
export * from './contract/rules.ts';
export * from './contract/site.ts';
export * from './contract/cite.ts';
export * from './contract/releases.ts';
export * from './contract/terms.ts';
export * from './contract/updates.ts';
export * from './contract/search.ts';
export * from './contract/api.ts';
export * from './contract/widgets.ts';
export * from './contract/offline.ts';
export * from './contract/report.ts';
