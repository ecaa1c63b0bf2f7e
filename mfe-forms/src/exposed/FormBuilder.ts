import { defineRemoteModule, type LoadContext } from '@showroom/mfe-runtime';
import type { FormBuilderProps } from '@showroom/contracts';
import { FormBuilder } from '../form-builder/FormBuilder';

// The loader is a chunk of its own: a server-rendered page hydrates with its props and never runs it in the browser
// (an embed or a slot the server handed over loads it first); the server build inlines it.
const loadData = async (ctx: LoadContext) => (await import(/* webpackChunkName: "form-builder-data" */ '../form-builder/loadFormBuilder')).loadFormBuilder(ctx);

/** mfe-forms/FormBuilder: a form-builder form's answers (a content block; partners: <showroom-form-builder form-id>). */
export default defineRemoteModule<FormBuilderProps>({ Component: FormBuilder, loadData });
