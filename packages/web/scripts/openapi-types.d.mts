export declare const SPEC_FILE: string;
export declare const TYPES_FILE: string;
export declare function generateSchemaTypes(): Promise<string>;
