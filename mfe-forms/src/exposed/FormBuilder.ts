import { defineRemoteModule } from '@showroom/mfe-runtime';
import type { FormBuilderProps } from '@showroom/contracts';
import { FormBuilder } from '../form-builder/FormBuilder';
import { loadFormBuilder } from '../form-builder/loadFormBuilder';

/** mfe-forms/FormBuilder: a form-builder form's answers (a content block; partners: <showroom-form-builder form-id>). */
export default defineRemoteModule<FormBuilderProps>({ Component: FormBuilder, loadData: loadFormBuilder });
