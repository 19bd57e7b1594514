# lit configuration of a convcheck report folder: runs the test with
# LLVM 22's opt and FileCheck (/usr/lib/llvm-22/bin, else the PATH).
import os
import lit.formats
config.name = 'convcheck-report'
config.test_format = lit.formats.ShTest(True)
config.suffixes = ['.test.ll']
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(os.environ.get('CONVCHECK_LIT_OUT', '/tmp/convcheck-lit'),
                                     os.path.basename(config.test_source_root))
bindir = os.environ.get('LLVM_BINDIR', '/usr/lib/llvm-22/bin')
config.environment['PATH'] = os.pathsep.join([bindir, os.environ.get('PATH', '')])
