/** The R4 validator of the tests ships no types: what they use of it (bundle.test.ts, tests/emulator/fhir.ts). */
declare module '@asymmetrik/fhir-json-schema-validator' {
  interface SchemaError {
    dataPath?: string;
    message?: string;
  }
  export default class JSONSchemaValidator {
    validate(resource: object, verbose?: boolean): SchemaError[];
  }
}
