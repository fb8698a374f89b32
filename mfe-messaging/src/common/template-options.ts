import type { Translate } from '../catalog';
import type { MessageTemplate } from './types';

/** A template select's choices: "Choose a template" first, then each as "Name (SMS)". */
export function templateOptions(t: Translate, templates: readonly MessageTemplate[]) {
  return [
    { value: '', label: t('rules.chooseTemplate') },
    ...templates.map((template) => ({
      value: template.id,
      label: `${template.name} (${t(`channel.${template.channel}`)})`,
    })),
  ];
}
