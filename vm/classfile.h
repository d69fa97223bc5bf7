/*
 * Class file parser (JVMS chapter 4).
 *
 * cf_parse() turns the bytes of a class file into a ClassFile: a faithful,
 * fully checked, read-only picture of the file. It interprets nothing beyond
 * format checking (JVMS 4.8): linking and loading build the runtime Class
 * from it. Every attribute is kept, raw, so that JVMTI can later hand out
 * constant pool bytes, bytecodes and attributes exactly as they were.
 *
 * All memory of a ClassFile lives in one arena owned by it; cf_free()
 * releases it. Strings are modified UTF-8 as in the file, NUL-terminated
 * copies (so they may be used as C strings; an embedded U+0000 is encoded
 * as 0xC0 0x80 in modified UTF-8 and therefore never appears as a NUL).
 */
#ifndef AGENTVM_CLASSFILE_H
#define AGENTVM_CLASSFILE_H

#include <stddef.h>
#include <stdint.h>

#include "vm/common.h"

/* Constant pool tags (JVMS 4.4). */
enum {
    CONSTANT_Utf8 = 1,
    CONSTANT_Integer = 3,
    CONSTANT_Float = 4,
    CONSTANT_Long = 5,
    CONSTANT_Double = 6,
    CONSTANT_Class = 7,
    CONSTANT_String = 8,
    CONSTANT_Fieldref = 9,
    CONSTANT_Methodref = 10,
    CONSTANT_InterfaceMethodref = 11,
    CONSTANT_NameAndType = 12,
    CONSTANT_MethodHandle = 15,
    CONSTANT_MethodType = 16,
    CONSTANT_Dynamic = 17,
    CONSTANT_InvokeDynamic = 18,
    CONSTANT_Module = 19,
    CONSTANT_Package = 20
};

/* Access flags (JVMS tables 4.1-B, 4.5-A, 4.6-A). */
enum {
    ACC_PUBLIC = 0x0001,
    ACC_PRIVATE = 0x0002,
    ACC_PROTECTED = 0x0004,
    ACC_STATIC = 0x0008,
    ACC_FINAL = 0x0010,
    ACC_SYNCHRONIZED = 0x0020,
    ACC_SUPER = 0x0020,
    ACC_VOLATILE = 0x0040,
    ACC_BRIDGE = 0x0040,
    ACC_TRANSIENT = 0x0080,
    ACC_VARARGS = 0x0080,
    ACC_NATIVE = 0x0100,
    ACC_INTERFACE = 0x0200,
    ACC_ABSTRACT = 0x0400,
    ACC_STRICT = 0x0800,
    ACC_SYNTHETIC = 0x1000,
    ACC_ANNOTATION = 0x2000,
    ACC_ENUM = 0x4000,
    ACC_MODULE = 0x8000
};

/* One constant pool entry. Index 0 and the slot after a Long/Double are
 * tag 0 (unusable). References between entries are indices, already
 * checked to point at an entry of the right tag. */
typedef struct CfConst {
    uint8_t tag;
    uint32_t utf8_len;           /* Utf8: length of u.utf8.chars, without the NUL */
    union {
        struct { const char *chars; } utf8;
        int32_t i;
        float f;
        int64_t j;
        double d;
        uint16_t name_index;     /* Class, Module, Package: Utf8 index;      */
        uint16_t string_index;   /* String: Utf8 index                        */
        uint16_t descriptor_index; /* MethodType: Utf8 index                  */
        struct { uint16_t class_index, name_and_type_index; } ref; /* Field/Method/IMethodref */
        struct { uint16_t name_index, descriptor_index; } nat;   /* NameAndType */
        struct { uint8_t kind; uint16_t reference_index; } mh;   /* MethodHandle */
        struct { uint16_t bsm_index, name_and_type_index; } dyn; /* (Invoke)Dynamic */
    } u;
} CfConst;

/* An attribute the parser keeps as it was in the file. */
typedef struct CfAttribute {
    const char *name;            /* points into the constant pool */
    uint32_t length;
    const uint8_t *info;         /* copy of the attribute's bytes */
} CfAttribute;

typedef struct CfExceptionEntry {
    uint16_t start_pc, end_pc, handler_pc, catch_type; /* catch_type 0 = any */
} CfExceptionEntry;

typedef struct CfLineNumber {
    uint16_t start_pc, line_number;
} CfLineNumber;

typedef struct CfLocalVariable {
    const char *name;
    const char *descriptor;      /* descriptor, or signature for LocalVariableTypeTable */
    uint16_t start_pc, length;
    uint16_t index;
} CfLocalVariable;

/* Here and in CfMember the pointers come first and the counts after them,
 * so that no member is padded: the parsed form of every loaded method stays
 * in memory. */
typedef struct CfCode {
    const uint8_t *code;
    const CfExceptionEntry *exception_table;
    const CfLineNumber *line_numbers;          /* all LineNumberTable attributes, concatenated */
    const CfLocalVariable *local_variables;    /* all LocalVariableTable attributes, concatenated */
    const CfLocalVariable *local_variable_types;
    const CfAttribute *attributes;             /* every attribute of the Code attribute, raw */
    uint32_t code_length;
    uint16_t max_stack, max_locals;
    uint16_t exception_table_length;
    uint16_t line_number_count;
    uint16_t local_variable_count;
    uint16_t local_variable_type_count;
    uint16_t attribute_count;
} CfCode;

typedef struct CfMember {
    const char *name;
    const char *descriptor;
    const char *signature;             /* Signature attribute, or NULL */
    const CfCode *code;                /* methods: Code, or NULL */
    const uint16_t *exceptions;        /* methods: Exceptions attribute, Class constant indices */
    const CfAttribute *attributes;     /* every attribute, raw */
    uint16_t access_flags;
    uint16_t constant_value_index;     /* fields: ConstantValue, or 0 */
    uint16_t exception_count;
    uint16_t attribute_count;
    uint8_t deprecated, synthetic;     /* attribute present */
} CfMember;

typedef struct CfBootstrapMethod {
    uint16_t method_ref;               /* MethodHandle index */
    uint16_t arg_count;
    const uint16_t *args;              /* loadable constant indices */
} CfBootstrapMethod;

typedef struct CfInnerClass {
    uint16_t inner_class_info_index, outer_class_info_index, inner_name_index;
    uint16_t inner_class_access_flags;
} CfInnerClass;

typedef struct ClassFile {
    uint16_t minor_version, major_version;
    uint16_t constant_pool_count;
    const CfConst *constant_pool;      /* constant_pool_count entries, [0] unused */
    uint16_t access_flags;
    const char *this_class;            /* internal name, e.g. "java/lang/String" */
    const char *super_class;           /* NULL only for java/lang/Object (and module-info) */
    uint16_t this_class_index, super_class_index;
    uint16_t interface_count;
    const char *const *interfaces;     /* internal names */
    uint16_t field_count;
    const CfMember *fields;
    uint16_t method_count;
    const CfMember *methods;
    const char *source_file;           /* SourceFile, or NULL */
    const char *signature;             /* Signature, or NULL */
    const char *source_debug_extension; /* SourceDebugExtension (len below), or NULL */
    uint32_t source_debug_extension_length;
    uint16_t bootstrap_method_count;
    const CfBootstrapMethod *bootstrap_methods;
    uint16_t inner_class_count;
    const CfInnerClass *inner_classes;
    const char *nest_host;             /* NestHost, or NULL */
    uint16_t nest_member_count;
    const char *const *nest_members;
    uint16_t enclosing_class_index, enclosing_method_index; /* EnclosingMethod, or 0 */
    int deprecated, synthetic;
    uint16_t attribute_count;          /* every class attribute, raw */
    const CfAttribute *attributes;

    /* The class file bytes exactly as given (a copy, or adopted), for JVMTI. */
    const uint8_t *bytes;
    size_t length;

    struct CfArena *arena;             /* private */
} ClassFile;

/* Result of cf_parse. CF_OK, or the kind of error to throw. */
typedef enum CfStatus {
    CF_OK = 0,
    CF_FORMAT_ERROR,             /* java.lang.ClassFormatError */
    CF_UNSUPPORTED_VERSION,      /* java.lang.UnsupportedClassVersionError */
    CF_NO_MEMORY                 /* java.lang.OutOfMemoryError */
} CfStatus;

/* Parse and format-check a class file. On success *out is set and CF_OK is
 * returned. On failure *out is NULL and msg (of msg_size bytes, may be 0)
 * receives a message in HotSpot's style naming the class when it is known,
 * e.g. "Truncated class file", "Illegal constant pool index 99 in class file Foo",
 * "Foo has been compiled by a more recent version of the Java Runtime (class
 * file version 62.0), this version of the Java Runtime only recognizes class
 * file versions up to 61.0". Versions 45.0 to 61.0 are accepted (61 with minor
 * 0 only; 65535 preview minor is rejected). Never reads outside [bytes, bytes+len). */
AVM_NODISCARD CfStatus cf_parse(const uint8_t *bytes, size_t len, ClassFile **out,
                                char *msg, size_t msg_size);

/* As cf_parse, but messages name the class `name` (internal form, e.g. the
 * name the loader was asked for), as HotSpot's do; NULL: the name found in
 * the file's this_class entry, when it can be read. */
AVM_NODISCARD CfStatus cf_parse_named(const uint8_t *bytes, size_t len, const char *name,
                                      ClassFile **out, char *msg, size_t msg_size);

/* As cf_parse, but the class file takes `bytes` (from malloc) instead of
 * copying them: they are freed with it, or before this returns when the
 * parse fails. A loader that read the bytes for this parse alone saves
 * the copy, and the freed buffer is not left dirty under what follows. */
AVM_NODISCARD CfStatus cf_parse_adopt(uint8_t *bytes, size_t len, ClassFile **out,
                                      char *msg, size_t msg_size);

void cf_free(ClassFile *cf);

/* Convenience accessors; the index must have been validated by the parser
 * (indices stored in ClassFile always are). Return NULL if tag mismatches. */
const char *cf_utf8(const ClassFile *cf, uint16_t index);
const char *cf_class_name(const ClassFile *cf, uint16_t class_index);

/* Descriptor checks (JVMS 4.3). Return 1 when well-formed. */
int cf_valid_field_descriptor(const char *d);
int cf_valid_method_descriptor(const char *d);
/* Number of argument slots (long/double count 2), not counting `this`;
 * -1 on a malformed descriptor. */
int cf_method_arg_slots(const char *d);

#endif
