/*
 * Class loading (JVMS chapter 5.3): the bootstrap class path (directories
 * and JARs), the application class path, and the record of which loader
 * initiated or defined which class.
 */
#ifndef AGENTVM_LOADER_H
#define AGENTVM_LOADER_H

#include <stddef.h>
#include <stdint.h>

#include "vm/class.h"

struct Thread;

int cl_init(const char *boot_path, const char *app_path) AVM_NODISCARD;
void cl_add_boot_path(const char *entry);
void cl_add_app_path(const char *entry);
const char *cl_app_path_string(void);
const char *cl_boot_path_string(void);

/* Load a class by internal name through `loader` (NULL = bootstrap),
 * delegating to Java for user loaders. Array names are handled. NULL with a
 * pending NoClassDefFoundError / ClassNotFoundException when absent. */
Class *cl_load(struct Thread *t, const char *name, Object *loader);
/* The same lookup for Class.forName (HotSpot's resolve without throw_error):
 * what the loader's loadClass throws propagates unchanged (a
 * ClassNotFoundException is not turned into NoClassDefFoundError), and an
 * absent class is NULL without an exception. Errors while defining the
 * class (wrong name, missing superclass, format) are thrown as by cl_load. */
Class *cl_find(struct Thread *t, const char *name, Object *loader);
/* Same, but for the bootstrap loader only, without Java. */
Class *cl_load_boot(struct Thread *t, const char *name);
/* A class already loaded (defined or initiated) by `loader`, or NULL. */
Class *cl_find_loaded(const char *name, Object *loader);
/* Define a class from bytes in `loader` (ClassLoader.defineClass). */
Class *cl_define(struct Thread *t, Object *loader, const char *expected_name,
                 const uint8_t *bytes, size_t len);
/* Define a hidden class (a lambda class) in the loader, package and nest
 * of `host`: not recorded as loaded by any loader (so not found by name),
 * named "<name in the bytes>.0x<address>" (Class.getName() shows
 * "/0x<address>", as HotSpot does), no ClassFileLoadHook, linked (raising
 * ClassPrepare) before ClassLoad is raised, as on HotSpot 17, and
 * initialized. NULL with a pending exception. */
Class *cl_define_hidden(struct Thread *t, Class *host, const uint8_t *bytes, size_t len);
/* Read a class file from the application class path; returns malloc'd
 * bytes or NULL. */
uint8_t *cl_read_app_class(const char *name, size_t *len);
/* Read a class file from a path (directory or JAR) list. */
void cl_record_initiating(Class *c, Object *loader);
/* Is this a readable, non-empty ZIP archive? */
int cl_jar_is_valid(const char *jar);
/* One entry of a JAR, malloc'd, its size in *len; NULL when the archive
 * cannot be read or has no such entry. */
uint8_t *cl_jar_read_entry(const char *jar, const char *file, size_t *len);
/* The Main-Class and Class-Path of a JAR, malloc'd (NULL if absent). */
char *cl_jar_manifest_attr(const char *jar, const char *attr);

/* Visit every class loader object known to the VM (GC roots). */
void cl_visit_loaders(void (*fn)(Object **ref, void *arg), void *arg);

/* Modules. Every class of the bootstrap loader (and every primitive type)
 * is in the named module java.base; every other class is in the unnamed
 * module of its defining loader, made by ClassLoader's constructor; an
 * array is in the module of its element class. The bootstrap loader's
 * modules are static fields of java.lang.Module. The Module functions
 * answer NULL with a pending exception if java.lang.Module cannot be
 * initialized. */
Object *cl_module_of(struct Thread *t, Class *c);
Object *cl_java_base_module(struct Thread *t);
Object *cl_boot_unnamed_module(struct Thread *t);
/* The unnamed module of a java.lang.ClassLoader object. */
Object *cl_unnamed_module(Object *loader);
/* Is pkg ("java/lang") a package of java.base: one of the class library's,
 * or one in which the bootstrap loader has defined a class? */
int cl_is_base_package(const char *pkg);
/* The packages, in internal form, of java.base (loader NULL) or of the
 * classes `loader` has defined (the unnamed package as ""): a malloc'd
 * array of malloc'd names, freed with cl_free_packages. */
char **cl_packages(Object *loader, size_t *count);
void cl_free_packages(char **pkgs, size_t count);

#endif
